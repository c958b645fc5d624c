import { AudioLines, BookOpen, Clapperboard, FileDown, Headphones, Music, NotebookPen, PencilLine, PlayCircle, type LucideIcon } from 'lucide-react';
import type { TContentLook } from '../lib/content-look';

const icons: Record<TContentLook, LucideIcon> = {
  meditation: Headphones,
  activity: PencilLine,
  journaling: NotebookPen,
  song: Music,
  movie: Clapperboard,
  book: BookOpen,
  audio: AudioLines,
  download: FileDown,
  tutorial: PlayCircle,
};

/** One icon per kind of content; decorative, since a text label always stands beside it. */
export function ContentIcon({ look, size = 26, className }: { look: TContentLook; size?: number; className?: string }) {
  const Icon = icons[look];
  return <Icon aria-hidden="true" size={size} className={className} />;
}
