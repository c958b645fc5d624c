import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, ClipboardCheck, Headphones, LayoutDashboard, Sun, type LucideProps } from 'lucide-react';
import { appConfig } from '../../../lib/config';
import styles from './tour.module.css';

export type TTourSlideKey = 'welcome' | 'dashboard' | 'topics' | 'activities' | 'assessments';

/** The five slides of spec section 2 (Constants.tourSlides), in order. */
export const tourSlides: readonly { key: TTourSlideKey; Icon: ComponentType<LucideProps> }[] = [
  { key: 'welcome', Icon: Sun },
  { key: 'dashboard', Icon: LayoutDashboard },
  { key: 'topics', Icon: BookOpen },
  { key: 'activities', Icon: Headphones },
  { key: 'assessments', Icon: ClipboardCheck },
];

interface TTip {
  title: string;
  text: string;
}

function isTipList(value: unknown): value is TTip[] {
  return Array.isArray(value) && value.every((tip) => typeof tip?.title === 'string' && typeof tip?.text === 'string');
}

/** The welcome slide's four tips (the spec's rich-text block), as a list with a bold lead each. */
function WelcomeTips() {
  const { t } = useTranslation('onboarding');
  const tips = t('tour.slides.welcome.tips', { returnObjects: true });
  if (!isTipList(tips)) return null;
  return (
    <div className={styles.tips}>
      <h3 className={styles.tipsTitle}>{t('tour.slides.welcome.tipsTitle')}</h3>
      <ul className={styles.tipList}>
        {tips.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}</strong> {tip.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One slide's picture and words; its title is the dialog's heading. */
export function TourSlideContent({ slide }: { slide: (typeof tourSlides)[number] }) {
  const { t } = useTranslation('onboarding');
  const { Icon } = slide;
  return (
    <>
      <div className={styles.illustration} aria-hidden="true">
        <Icon size={44} strokeWidth={1.6} />
      </div>
      <p className={styles.body}>{t(`tour.slides.${slide.key}.body`, { product: appConfig.productName })}</p>
      {slide.key === 'welcome' && <WelcomeTips />}
    </>
  );
}
