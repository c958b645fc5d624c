import { SectionScreen } from './section-screen';

export default function TopicOverviewRoute() {
  return <SectionScreen title="topicOverview" />;
}
