/** The croupier's screen and what every screen shares (tabs, the language selector), in English. */
export const screen = {
  'tabs.label': 'screens',
  'tabs.table': 'Table',
  'tabs.review': 'Pit review',
  'language.label': 'Language',
};
