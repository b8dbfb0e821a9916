// Look-alike spellings of one address ('ⓣⓔⓢⓣ@x.com', 'TEST@x.com', 'ｔｅｓｔ@x.com') must map to
// one key, for lookups and for login throttling alike. NFKC folds compatibility characters; lower-upper-lower
// approximates Unicode full case folding ('ß' and 'ẞ' → 'ss'), which JavaScript lacks.
// Compatibility folding can itself produce white space ('ﱞ' becomes ' ٌّ'), so the steps repeat until the key is
// stable: the key of a key is the key itself.
export function normaliseEmail(email: string): string {
  let key = email;
  for (let pass = 0; pass < 4; pass += 1) {
    const next = foldOnce(key);
    if (next === key) return key;
    key = next;
  }
  return key;
}

function foldOnce(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC').trim();
}

// Composed and decomposed spellings of a password ('é' as one or two code points) are one password.
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}
