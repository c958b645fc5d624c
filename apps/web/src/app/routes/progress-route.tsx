import { SectionScreen } from './section-screen';

export default function ProgressRoute() {
  return <SectionScreen title="progress" />;
}
