// Character classes a password is judged by. The strength meter and the password schema share
// them so the meter never disagrees with the validation message. Letters are Unicode-aware:
// č, ć, š, ž, đ count as lowercase and Č, Ć, Š, Ž, Đ as uppercase.

export function hasLowercase(value: string): boolean {
  return /\p{Ll}/u.test(value);
}

export function hasUppercase(value: string): boolean {
  return /\p{Lu}/u.test(value);
}

export function hasDigit(value: string): boolean {
  return /\d/.test(value);
}

/** Anything that is neither a letter nor a number, spaces included. */
export function hasSpecialCharacter(value: string): boolean {
  return /[^\p{L}\p{N}]/u.test(value);
}
