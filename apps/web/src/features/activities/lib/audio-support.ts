const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg; codecs=opus',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/**
 * Whether this browser can play the file at all: it has an audio element, and for a known file
 * type `canPlayType` does not answer '' ('no'). An unknown type is given the benefit of the doubt.
 */
export function canPlayAudio(src: string): boolean {
  if (typeof document === 'undefined' || typeof HTMLAudioElement === 'undefined') return false;
  const probe = document.createElement('audio');
  if (typeof probe.canPlayType !== 'function') return false;
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  const type = extension ? audioTypes[extension] : undefined;
  return type === undefined || probe.canPlayType(type) !== '';
}
