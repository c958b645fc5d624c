/**
 * Whether a typed address moves the account away from its `saved` one, compared as the schemas
 * keep addresses (trimmed, lower-case). Such a change needs the current password: the form asks
 * for it exactly then, and the server refuses the change without it.
 */
export function isEmailChange(saved: string, typed: string): boolean {
  return typed.trim().toLowerCase() !== saved;
}
