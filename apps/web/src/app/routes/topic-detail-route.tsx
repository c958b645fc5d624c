import { SectionScreen } from './section-screen';

export default function TopicDetailRoute() {
  return <SectionScreen title="topicDetail" />;
}
