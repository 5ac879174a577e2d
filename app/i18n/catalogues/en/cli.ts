/** What the sabot command prints, in English. */
export const cli = {
  'cli.option.lang': 'the language to print in (en, fr or ru; default from LANG)',
};
