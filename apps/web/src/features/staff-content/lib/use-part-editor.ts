import { useState } from 'react';
import { issueMessage, type TErrorCode, type TFieldKey, type TStudioConflict, type TStudioItem, type TStudioPart, type TStudioPartDraft } from '@innerway/domain';
import { ApiError } from '../../../lib/api-client';
import { useDiscardDraftMutation, useSaveDraftMutation } from '../api/studio';
import { validatePart } from './validate-part';

type TValues = Record<string, unknown>;

/** The editor's own values of a part, and the version they were based on when editing began. */
interface TEdit {
  values: TValues;
  basedOn: number;
}

/** Another editor's save that came first: their draft as it is now, beside this editor's values. */
export interface TPartConflict {
  theirs: TStudioPartDraft;
  mine: TValues;
}

/** What members have of a part and, where one is pending, its draft: what editing starts from. */
function partBase(item: TStudioItem, part: TStudioPart): { values: TValues; version: number } {
  const draft = item.drafts[part];
  return { values: (draft.values ?? item.published[part]) as TValues, version: draft.version };
}

/** A value with every object's keys in one order, at any depth (a part's media are an object in it). */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as TValues)[key])]))
      : value;
const sameValues = (a: TValues, b: TValues) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** The conflict a refused save carries for this part, if that is why it was refused. */
function conflictOf(error: unknown, item: TStudioItem, part: TStudioPart): TStudioPartDraft | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'content.edit_conflict') return null;
  const stale = (error.data as TStudioConflict | null)?.stale ?? [];
  return stale.find((entry) => entry.kind === item.kind && entry.id === item.id && entry.part === part)?.draft ?? null;
}

/**
 * A media field the server refused (422 `media.*`, the field in `data`): its problem, keyed as the
 * part's check keys it (`media.<field>`), so that it shows beside the field.
 */
function mediaProblemOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.code?.startsWith('media.')) return null;
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field !== 'string') return null;
  return { [`media.${field}`]: issueMessage(error.code as TErrorCode & `media.${string}`, { field: field as TFieldKey } as never) };
}

/**
 * One part of an item being edited: English, French, Spanish or the fields no language changes.
 * Each part saves as its own draft, based on the version the editor started from, so a save
 * never touches another part, and a save after someone else's is refused and shown as a conflict
 * with both versions kept.
 */
export function usePartEditor(item: TStudioItem, part: TStudioPart) {
  const save = useSaveDraftMutation();
  const discard = useDiscardDraftMutation();
  const [edit, setEdit] = useState<TEdit | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<TPartConflict | null>(null);
  const [saved, setSaved] = useState<'saved' | 'discarded' | null>(null);
  const base = partBase(item, part);
  const values = edit?.values ?? base.values;
  const dirty = edit !== null && !sameValues(edit.values, base.values);

  const setField = (field: string, value: unknown) => {
    setSaved(null);
    setProblems(({ [field]: _, ...rest }) => rest);
    setEdit((current) => ({ values: { ...(current?.values ?? base.values), [field]: value }, basedOn: current?.basedOn ?? base.version }));
  };

  const submit = async (toSave: TValues = values, basedOn = edit?.basedOn ?? base.version) => {
    save.reset();
    setSaved(null);
    const found = await validatePart(item.kind, part, toSave);
    setProblems(found ?? {});
    if (found) return;
    save.mutate(
      { kind: item.kind, id: item.id, part, baseVersion: basedOn, values: toSave },
      {
        onSuccess: () => {
          setEdit(null);
          setConflict(null);
          setSaved('saved');
        },
        onError: (error) => {
          const refused = mediaProblemOf(error);
          if (refused) setProblems(refused);
          const theirs = conflictOf(error, item, part);
          if (theirs) {
            setConflict({ theirs, mine: toSave });
            // What they typed stays in the fields; the next save is based on the other editor's version.
            setEdit({ values: toSave, basedOn: theirs.version });
          }
        },
      },
    );
  };

  return {
    part,
    values,
    dirty,
    problems,
    conflict,
    saved,
    save,
    discard,
    /** The pending draft, if any: who saved it and when. */
    draft: item.drafts[part],
    /** False for an item members have never had: its drafts are all there is of it. */
    published: item.status !== 'unpublished',
    setField,
    submit: () => void submit(),
    /** Saves what the editor chose from both versions, based on the other editor's version. */
    resolve: (merged: TValues) => {
      if (!conflict) return;
      setEdit({ values: merged, basedOn: conflict.theirs.version });
      void submit(merged, conflict.theirs.version);
    },
    /** Drops the part's pending draft (members' version stays) and whatever was typed. */
    discardDraft: () => {
      setSaved(null);
      discard.mutate(
        { kind: item.kind, id: item.id, part, baseVersion: edit?.basedOn ?? base.version },
        {
          onSuccess: () => {
            setEdit(null);
            setConflict(null);
            setProblems({});
            setSaved('discarded');
          },
          onError: (error) => {
            const theirs = conflictOf(error, item, part);
            if (theirs) setConflict({ theirs, mine: values });
          },
        },
      );
    },
    /** Forgets what was typed since the last save. */
    undo: () => {
      setEdit(null);
      setProblems({});
      setConflict(null);
    },
  };
}

export type TPartEditor = ReturnType<typeof usePartEditor>;
