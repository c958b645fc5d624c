import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import type { TStudioKind, TStudioTree, TStudioTreeLeaf, TStudioTreeResource, TStudioTreeSegment, TStudioTreeTopic } from '@innerway/domain';
import { Alert, Button, Card } from '../../../components/ui';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useChangeFieldsMutation } from '../api/studio';
import { itemEditorPath } from '../lib/item-path';
import { CreateItemDialog, type TCreateRequest } from './create-item-dialog';
import { ItemState } from './item-state';
import { ReorderableList } from './reorderable-list';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

type TNode = TStudioTreeTopic | TStudioTreeSegment | TStudioTreeLeaf | TStudioTreeResource;
type TChange = ReturnType<typeof useChangeFieldsMutation>;

const keyOf = (node: TNode) => `${node.kind}-${node.id}`;

/** The tree's moves and archives: one at a time, with what went wrong said above the tree. */
interface TreeActions {
  change: TChange;
  create: (request: TCreateRequest) => void;
}

/**
 * The program as an editor works on it: topics, their segments, each segment's video steps and
 * activities in the order members meet them, and the resources. Every list reorders (drag, keyboard
 * or buttons); each item shows its state and opens its editor; items are archived and restored here.
 */
export function ProgramTree({ tree }: { tree: TStudioTree }) {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const change = useChangeFieldsMutation();
  const [creating, setCreating] = useState<TCreateRequest | null>(null);
  const topicsHeading = useId();
  const resourcesHeading = useId();
  const actions: TreeActions = { change, create: setCreating };

  return (
    <>
      {change.isError && (
        <Alert tone="error">
          {t(errorStatus(change.error) === 409 ? 'program.conflict' : 'program.changeFailed', {
            error: serverErrorText(change.error),
          })}
        </Alert>
      )}
      <Card as="section" aria-labelledby={topicsHeading} className={page.section}>
        <div className={styles.itemLine}>
          <h2 id={topicsHeading} className={page.sectionHeading}>
            {t('program.topics')}
          </h2>
          <div className={styles.itemActions}>
            <Button variant="secondary" icon={<Plus aria-hidden="true" size={18} />} onClick={() => setCreating({ kind: 'topic' })}>
              {t('program.newTopic')}
            </Button>
          </div>
        </div>
        {tree.topics.length === 0 ? (
          <p className={page.muted}>{t('program.noTopics')}</p>
        ) : (
          <SiblingList nodes={tree.topics} actions={actions} render={(topic) => <TopicRow topic={topic} actions={actions} resources={tree.resources} />} />
        )}
      </Card>
      <Card as="section" aria-labelledby={resourcesHeading} className={page.section}>
        <div className={styles.itemLine}>
          <h2 id={resourcesHeading} className={page.sectionHeading}>
            {t('program.resources')}
          </h2>
          <div className={styles.itemActions}>
            <Button variant="secondary" icon={<Plus aria-hidden="true" size={18} />} onClick={() => setCreating({ kind: 'resource' })}>
              {t('program.newResource')}
            </Button>
          </div>
        </div>
        {tree.resources.length === 0 ? (
          <p className={page.muted}>{t('program.noResources')}</p>
        ) : (
          <SiblingList
            nodes={tree.resources}
            actions={actions}
            render={(resource) => <ItemLine node={resource} actions={actions} kindLabel={t(`categories.${resource.category}`)} />}
          />
        )}
      </Card>
      <CreateItemDialog request={creating} onClose={() => setCreating(null)} />
    </>
  );
}

/**
 * Siblings in their order. A move shows at once and is saved as a draft of each moved item's
 * place (members keep the published order until it is published).
 */
function SiblingList<N extends TNode>({ nodes, actions, render }: { nodes: readonly N[]; actions: TreeActions; render: (node: N) => ReactNode }) {
  const { t } = useTranslation('staffContent');
  const [moved, setMoved] = useState<string[] | null>(null);
  const byKey = new Map(nodes.map((node) => [keyOf(node), node]));
  const shown = moved ? moved.map((key) => byKey.get(key)).filter((node): node is N => node !== undefined) : nodes;
  return (
    <ReorderableList
      items={shown}
      idOf={keyOf}
      nameOf={(node) => node.title || t('program.untitled')}
      renderItem={render}
      disabled={actions.change.isPending}
      onReorder={(keys) => {
        const changes = keys.flatMap((key, index) => {
          const node = byKey.get(key);
          return node && node.sort_order !== index + 1 ? [{ kind: node.kind, id: node.id, change: { sort_order: index + 1 } }] : [];
        });
        setMoved(keys);
        actions.change.mutate(changes, { onSettled: () => setMoved(null) });
      }}
    />
  );
}

/** An item's line: its kind, its title (the way into its editor), its state and its archive switch. */
function ItemLine({ node, actions, kindLabel, children }: { node: TNode; actions: TreeActions; kindLabel: string; children?: ReactNode }) {
  const { t } = useTranslation('staffContent');
  const title = node.title || t('program.untitled');
  const change = (archived: boolean) => actions.change.mutate([{ kind: node.kind as TStudioKind, id: node.id, change: { archived } }]);
  return (
    <div className={[styles.itemLine, node.archived && styles.archived].filter(Boolean).join(' ')}>
      <span className={styles.itemKind}>{kindLabel}</span>
      <Link to={itemEditorPath(node.kind, node.id)} className={styles.itemTitle}>
        {title}
      </Link>
      <ItemState state={node} />
      <span className={styles.itemActions}>
        {children}
        <Button variant="ghost" disabled={actions.change.isPending} onClick={() => change(!node.archived)} aria-label={t(node.archived ? 'program.restoreLabel' : 'program.archiveLabel', { title })}>
          {t(node.archived ? 'program.restore' : 'program.archive')}
        </Button>
      </span>
    </div>
  );
}

/** A disclosure for an item's children: closed at first, as the program is long. */
function useDisclosure(): [boolean, (props: { visible: string; label: string }) => ReactNode] {
  const [open, setOpen] = useState(false);
  return [
    open,
    ({ visible, label }) => (
      <Button
        variant="ghost"
        aria-expanded={open}
        icon={open ? <ChevronDown aria-hidden="true" size={18} /> : <ChevronRight aria-hidden="true" size={18} />}
        onClick={() => setOpen(!open)}
        aria-label={label}
      >
        {visible}
      </Button>
    ),
  ];
}

function attachedTitles(ids: readonly number[], resources: readonly TStudioTreeResource[]): string {
  return ids.map((id) => resources.find((resource) => resource.id === id)?.title ?? `#${id}`).join(', ');
}

function TopicRow({ topic, actions, resources }: { topic: TStudioTreeTopic; actions: TreeActions; resources: readonly TStudioTreeResource[] }) {
  const { t } = useTranslation('staffContent');
  const [open, toggle] = useDisclosure();
  const title = topic.title || t('program.untitled');
  return (
    <>
      <ItemLine node={topic} actions={actions} kindLabel={t('kinds.topic')}>
        {toggle({ visible: t('program.segmentCount', { count: topic.segments.length }), label: t('program.segmentCountOf', { count: topic.segments.length, title }) })}
      </ItemLine>
      {open && (
        <div className={styles.children}>
          {topic.resource_ids.length > 0 && <p className={styles.small}>{t('program.attached', { titles: attachedTitles(topic.resource_ids, resources) })}</p>}
          <h3 className={styles.childHeading}>{t('program.segmentsOf', { title })}</h3>
          {topic.segments.length === 0 ? (
            <p className={page.muted}>{t('program.noSegments')}</p>
          ) : (
            <SiblingList nodes={topic.segments} actions={actions} render={(segment) => <SegmentRow segment={segment} actions={actions} resources={resources} />} />
          )}
          <div className={page.buttonRow}>
            <Button variant="secondary" icon={<Plus aria-hidden="true" size={18} />} onClick={() => actions.create({ kind: 'segment', parentId: topic.id, parentTitle: title })}>
              {t('program.newSegment')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

function SegmentRow({ segment, actions, resources }: { segment: TStudioTreeSegment; actions: TreeActions; resources: readonly TStudioTreeResource[] }) {
  const { t } = useTranslation('staffContent');
  const [open, toggle] = useDisclosure();
  const title = segment.title || t('program.untitled');
  return (
    <>
      <ItemLine node={segment} actions={actions} kindLabel={t('kinds.segment')}>
        {toggle({ visible: t('program.stepCount', { count: segment.children.length }), label: t('program.stepCountOf', { count: segment.children.length, title }) })}
      </ItemLine>
      {open && (
        <div className={styles.children}>
          {segment.resource_ids.length > 0 && <p className={styles.small}>{t('program.attached', { titles: attachedTitles(segment.resource_ids, resources) })}</p>}
          <h4 className={styles.childHeading}>{t('program.contentsOf', { title })}</h4>
          {segment.children.length === 0 ? (
            <p className={page.muted}>{t('program.noSteps')}</p>
          ) : (
            <SiblingList nodes={segment.children} actions={actions} render={(leaf) => <ItemLine node={leaf} actions={actions} kindLabel={t(`kinds.${leaf.kind}`)} />} />
          )}
          <div className={page.buttonRow}>
            <Button variant="secondary" icon={<Plus aria-hidden="true" size={18} />} onClick={() => actions.create({ kind: 'step', parentId: segment.id, parentTitle: title })}>
              {t('program.newStep')}
            </Button>
            <Button variant="secondary" icon={<Plus aria-hidden="true" size={18} />} onClick={() => actions.create({ kind: 'activity', parentId: segment.id, parentTitle: title })}>
              {t('program.newActivity')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
