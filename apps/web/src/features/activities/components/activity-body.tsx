import { ActivityType, type TActivity } from '@innerway/domain';
import { MeditationActivity } from './meditation-activity';
import { WrittenActivity } from './written-activity';

export interface ActivityBodyProps {
  activity: TActivity;
  /** False for trial users: no progress is saved and 'Mark As Complete' is hidden. */
  tracked: boolean;
  onClose: () => void;
}

/** The inside of the activity popup: a meditation player, or a written/journaling activity. */
export function ActivityBody({ activity, tracked, onClose }: ActivityBodyProps) {
  if (activity.activity_type === ActivityType.Meditation) return <MeditationActivity activity={activity} tracked={tracked} />;
  return <WrittenActivity activity={activity} tracked={tracked} onClose={onClose} />;
}
