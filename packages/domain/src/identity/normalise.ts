// Security B1: look-alike spellings of one address ('ⓣⓔⓢⓣ@x.com', 'TEST@x.com', 'ｔｅｓｔ@x.com') must map to
// one key, for lookups and for login throttling alike. NFKC folds compatibility characters; lower-upper-lower
// approximates Unicode full case folding ('ß' and 'ẞ' → 'ss'), which JavaScript lacks.
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}

// Security P4: composed and decomposed spellings of a password ('é' as one or two code points) are one password.
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}
