import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config';
import styles from './tour.module.css';

export type TTourSlideKey = 'welcome' | 'dashboard' | 'topics' | 'activities' | 'assessments';

/**
 * The five slides of spec section 2 (Constants.tourSlides), in order. Each has an illustration,
 * a static file (public/tour/<key>.svg, made by content/scripts/generate-tour-art.ts) that the
 * browser fetches when its slide shows, so none of it is in the app's JavaScript.
 */
export const tourSlides: readonly { key: TTourSlideKey }[] = [
  { key: 'welcome' },
  { key: 'dashboard' },
  { key: 'topics' },
  { key: 'activities' },
  { key: 'assessments' },
];

/** Where a slide's illustration is served from. */
const tourIllustrationUrl = (key: TTourSlideKey) => `/tour/${key}.svg`;

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
  return (
    <>
      <img className={styles.illustration} src={tourIllustrationUrl(slide.key)} alt="" width={480} height={270} decoding="async" />
      <p className={styles.body}>{t(`tour.slides.${slide.key}.body`, { product: appConfig.productName })}</p>
      {slide.key === 'welcome' && <WelcomeTips />}
    </>
  );
}
