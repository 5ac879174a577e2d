/** The pit boss's review (round list, replay, rulings), in English. */
export const review = {
  'review.title': 'Pit review',
};
