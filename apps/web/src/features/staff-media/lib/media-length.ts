/** A length read from a file as players show it: 2:43, 0:15. */
export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
