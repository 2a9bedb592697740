/** Shortest password a new account may have (under 10 characters is refused). */
export const minimumPasswordLength = 10;

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength) {
    return `Choose a password of at least ${minimumPasswordLength} characters`;
  }
  return undefined;
}

/** A plausible e-mail address: something@something.something, no spaces. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
