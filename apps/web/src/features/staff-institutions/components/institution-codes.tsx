import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffInstitutionCode } from '@innerway/domain';
import { Alert, Button, Card, DataTable } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useDeactivateCodeMutation } from '../api/institutions';
import { formatDate } from '../lib/code-dates';
import { CodeGenerateForm } from './code-generate-form';
import styles from './staff-institutions.module.css';

type TCodeStatus = 'active' | 'inactive' | 'ended';
const statusOf = (code: TStaffInstitutionCode, now: number): TCodeStatus =>
  !code.is_active ? 'inactive' : code.ends_at !== null && Date.parse(code.ends_at) <= now ? 'ended' : 'active';

/** The institution's codes with seats used and end dates, the way to stop one, and the way to make one. */
export function InstitutionCodes({ institutionId, codes, displayName }: { institutionId: number; codes: TStaffInstitutionCode[]; displayName: string }) {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const language = currentLanguage();
  const deactivate = useDeactivateCodeMutation(institutionId);
  const [stopping, setStopping] = useState<TStaffInstitutionCode | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  // The dialog starts afresh (no reason typed) each time it is asked, and keeps its place while it closes.
  const [asked, setAsked] = useState(0);
  // Whether a code has ended, as of when the screen opened (its reply is as old).
  const [now] = useState(Date.now);

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('codes.heading')}
      </h2>
      {stopped && <Alert tone="success">{t('codes.deactivated', { code: stopped })}</Alert>}
      {codes.length === 0 ? (
        <p className={styles.muted}>{t('codes.empty')}</p>
      ) : (
        <DataTable
          caption={t('codes.caption', { name: displayName })}
          columns={[t('codes.code'), t('codes.seats'), t('codes.ends'), t('codes.status'), { label: t('codes.actions'), hidden: true }]}
        >
          {codes.map((code) => {
            const status = statusOf(code, now);
            return (
              <tr key={code.id}>
                <th scope="row" className={styles.code}>
                  {code.code}
                </th>
                <td>
                  {code.max_redemptions === null
                    ? t('codes.seatsUnlimited', { used: code.seats_used })
                    : t('codes.seatsOf', { used: code.seats_used, max: code.max_redemptions })}
                </td>
                <td>{code.ends_at === null ? t('codes.noEnd') : formatDate(code.ends_at, language)}</td>
                <td>
                  <span className={styles[status]}>{t(`status.${status}`)}</span>
                </td>
                <td>
                  {code.is_active && (
                    <Button
                      variant="secondary"
                      aria-label={t('codes.deactivateLabel', { code: code.code })}
                      onClick={() => {
                        deactivate.reset();
                        setStopped(null);
                        setStopping(code);
                        setAsked((count) => count + 1);
                      }}
                    >
                      {t('codes.deactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <CodeGenerateForm institutionId={institutionId} />
      <ReasonDialog
        key={asked}
        open={stopping !== null}
        title={t('codes.deactivateTitle', { code: stopping?.code ?? '' })}
        description={t('codes.deactivateBody', { count: stopping?.seats_used ?? 0 })}
        confirmLabel={t('codes.deactivateConfirm')}
        busy={deactivate.isPending}
        error={deactivate.isError ? serverErrorText(deactivate.error) : undefined}
        onConfirm={(reason) =>
          stopping &&
          deactivate.mutate(
            { codeId: stopping.id, reason },
            {
              onSuccess: () => {
                setStopped(stopping.code);
                setStopping(null);
              },
            },
          )
        }
        onOpenChange={(open) => !open && setStopping(null)}
        tone="danger"
      />
    </Card>
  );
}
