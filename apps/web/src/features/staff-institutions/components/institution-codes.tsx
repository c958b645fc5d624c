import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffInstitutionCode } from '@innerway/domain';
import { Alert, Button, Card, DataTable } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useDeactivateCodeMutation, useReactivateCodeMutation } from '../api/institutions';
import { formatDate } from '../lib/code-dates';
import { CodeGenerateForm } from './code-generate-form';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

type TCodeStatus = 'active' | 'inactive' | 'ended';
const hasEnded = (code: TStaffInstitutionCode, now: number) => code.ends_at !== null && Date.parse(code.ends_at) <= now;
const statusOf = (code: TStaffInstitutionCode, now: number): TCodeStatus => (!code.is_active ? 'inactive' : hasEnded(code, now) ? 'ended' : 'active');

/** Stopping a code, or letting a stopped one work again: both audited with a reason. */
type TCodeAction = 'deactivate' | 'reactivate';

interface TCodesProps {
  institutionId: number;
  /** A deactivated institution's codes cannot be reactivated before it is (the server refuses too). */
  institutionActive: boolean;
  codes: TStaffInstitutionCode[];
  displayName: string;
}

/** The institution's codes with seats used and end dates, the ways to stop and restart one, and the way to make one. */
export function InstitutionCodes({ institutionId, institutionActive, codes, displayName }: TCodesProps) {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const language = currentLanguage();
  const mutations = { deactivate: useDeactivateCodeMutation(institutionId), reactivate: useReactivateCodeMutation(institutionId) };
  const [asking, setAsking] = useState<TStaffInstitutionCode | null>(null);
  const [done, setDone] = useState<{ code: string; action: TCodeAction } | null>(null);
  // The dialog starts afresh (no reason typed) each time it is asked, and keeps its place while it closes.
  const [asked, setAsked] = useState(0);
  // Whether a code has ended, as of when the screen opened (its reply is as old).
  const [now] = useState(Date.now);
  // The action asked last: its words stay while the dialog closes.
  const [action, setAction] = useState<TCodeAction>('deactivate');
  const mutation = mutations[action];

  const ask = (code: TStaffInstitutionCode, next: TCodeAction) => {
    mutations[next].reset();
    setDone(null);
    setAction(next);
    setAsking(code);
    setAsked((count) => count + 1);
  };
  const actionButton = (code: TStaffInstitutionCode, next: TCodeAction) => (
    <Button variant="secondary" aria-label={t(`codes.${next}Label`, { code: code.code })} onClick={() => ask(code, next)}>
      {t(`codes.${next}`)}
    </Button>
  );

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('codes.heading')}
      </h2>
      {done && <Alert tone="success">{t(`codes.${done.action}d`, { code: done.code })}</Alert>}
      {codes.length === 0 ? (
        <p className={page.muted}>{t('codes.empty')}</p>
      ) : (
        <DataTable
          caption={t('codes.caption', { name: displayName })}
          columns={[t('codes.code'), t('codes.seats'), t('codes.ends'), t('codes.status'), { label: t('codes.actions'), hidden: true, className: styles.actionCell }]}
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
                <td className={styles.actionCell}>
                  {code.is_active
                    ? actionButton(code, 'deactivate')
                    : institutionActive && !hasEnded(code, now) && actionButton(code, 'reactivate')}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {!institutionActive && codes.some((code) => !code.is_active) && <p className={page.muted}>{t('codes.reactivateInstitutionFirst')}</p>}
      <CodeGenerateForm institutionId={institutionId} />
      <ReasonDialog
        key={asked}
        open={asking !== null}
        title={t(`codes.${action}Title`, { code: asking?.code ?? '' })}
        description={t(`codes.${action}Body`, { count: asking?.seats_used ?? 0 })}
        confirmLabel={t(`codes.${action}Confirm`)}
        busy={mutation.isPending}
        error={mutation.isError ? serverErrorText(mutation.error) : undefined}
        onConfirm={(reason) =>
          asking &&
          mutation.mutate(
            { codeId: asking.id, reason },
            {
              onSuccess: () => {
                setDone({ code: asking.code, action });
                setAsking(null);
              },
            },
          )
        }
        onOpenChange={(open) => !open && setAsking(null)}
        tone={action === 'deactivate' ? 'danger' : 'primary'}
      />
    </Card>
  );
}
