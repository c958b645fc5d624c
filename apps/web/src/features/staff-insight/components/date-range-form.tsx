import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../../components/ui';
import { isValidRange, lastDays, presetOf, RangePresets, type TDateRange } from '../lib/date-range';
import styles from './date-range-form.module.css';

export interface DateRangeFormProps {
  value: TDateRange;
  timeZone: string;
  onChange: (range: TDateRange) => void;
}

/** The days the figures cover: the last week, month, quarter or year in one click, or any dates. */
export function DateRangeForm({ value, timeZone, onChange }: DateRangeFormProps) {
  const { t } = useTranslation(['staffInsight', 'errors']);
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const preset = presetOf(value, timeZone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(draft)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(draft);
  };
  const choose = (days: number) => {
    const range = lastDays(days, timeZone);
    setDraft(range);
    setInvalid(false);
    onChange(range);
  };

  return (
    <div className={styles.range}>
      <div role="group" aria-label={t('range.presets')} className={styles.presets}>
        {RangePresets.map((days) => (
          <Button key={days} variant={preset === days ? 'primary' : 'secondary'} aria-pressed={preset === days} onClick={() => choose(days)}>
            {t('range.lastDays', { count: days })}
          </Button>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          type="date"
          label={t('range.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          aria-invalid={invalid || undefined}
        />
        <TextField
          type="date"
          label={t('range.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          error={invalid ? t('errors:analytics.date_range') : undefined}
        />
        <Button type="submit" variant="secondary" className={styles.show}>
          {t('range.show')}
        </Button>
      </form>
    </div>
  );
}
