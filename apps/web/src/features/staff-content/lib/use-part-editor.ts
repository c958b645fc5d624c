import { useState } from 'react';
import type { TStudioConflict, TStudioItem, TStudioPart, TStudioPartDraft } from '@innerway/domain';
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

const sameValues = (a: TValues, b: TValues) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** The conflict a refused save carries for this part, if that is why it was refused. */
function conflictOf(error: unknown, item: TStudioItem, part: TStudioPart): TStudioPartDraft | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'content.edit_conflict') return null;
  const stale = (error.data as TStudioConflict | null)?.stale ?? [];
  return stale.find((entry) => entry.kind === item.kind && entry.id === item.id && entry.part === part)?.draft ?? null;
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
