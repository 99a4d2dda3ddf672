export const STOP_WORDS = new Set(
  (
    'a about am an and any anything are as at be been but by can could do does doing for from get got had has have ' +
    'hello hey hi how i if im in into is it its just know let like me more most my no not of on or our please so some ' +
    'tell than thank thanks that the their them then there these they this to up us use using was we what whats when ' +
    'where which who why will with would you your'
  ).split(' '),
);
