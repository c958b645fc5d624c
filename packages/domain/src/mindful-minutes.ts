// Mindful minutes: the seconds a member really listened to a meditation or watched a video,
// reported by the players as played stretches and counted by the server (apps/api/src/minutes).

export const MindfulLimits = {
  /** Plays in one report: a player sends its own, a client coming back online sends what it kept. */
  maxPlaysPerReport: 20,
  /** Stretches of one play in one report, and in all of one play's reports merged. */
  maxIntervalsPerPlay: 200,
  /** No medium of the program is longer; a position past it is nonsense, not a long recording. */
  maxPositionSeconds: 4 * 60 * 60,
  /** How often a playing player reports (it also does on pause, at the end, and when the page goes). */
  reportEverySeconds: 30,
  /** How long a client keeps stretches it could not send (offline) before it lets them go. */
  keepUnsentDays: 7,
} as const;

/** What was played: a step's video, or one voice of a meditation activity. */
export const PlayedMedia = { Video: 'video', Meditation: 'meditation' } as const;
export type TPlayedMedia = (typeof PlayedMedia)[keyof typeof PlayedMedia];

export const MeditationVoices = ['female', 'male'] as const;
export type TMeditationVoice = (typeof MeditationVoices)[number];

/** Whole minutes as the dashboard shows them: to the nearest minute. */
export function wholeMinutes(seconds: number): number {
  return Math.round(seconds / 60);
}
