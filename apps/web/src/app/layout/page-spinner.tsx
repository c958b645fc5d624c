import { Spinner } from '../../components/ui';
import { LoadingLabel } from '@innerway/domain';
import { currentLanguage } from '../../lib/i18n';
import styles from './page-spinner.module.css';

/**
 * The spec's translation-loading spinner; its label cannot wait for a translation file. A busy
 * region, like the skeletons: the app shell holds the footer below the fold while one shows.
 */
export function PageSpinner({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? styles.inline : styles.page} aria-busy="true">
      <Spinner size="large" label={LoadingLabel[currentLanguage()]} />
    </div>
  );
}
