import { defineMachine } from '../../shared/components/status-tag/state-machine';
import { claimStateOf } from '../../shared/utils/claim-state';
import {
  CORRECTION_REASONS,
  NAME_LANGUAGES,
  REQUIRED_NAME_LANGUAGES,
  type Refusal,
  type Tag,
  type TagChoice,
  type TaggingStatus,
  type TaggingTask,
  type TagInput,
} from './types';

/** The longest tag name, in any language. */
export const NAME_MAX_LENGTH = 30;
/** How many level-2 tags one post may carry. */
export const MAX_LEVEL2 = 3;
/** How long opening a task in the workbench keeps it for the tagger. */
export const TAG_CLAIM_MS = 10 * 60_000;

export type TaggingAction = 'claim' | 'save' | 'assign' | 'reopen';

/** A task waits for tags; saving tags it; re-opening a tagged task puts it back for a correction. */
export const taggingMachine = defineMachine<TaggingStatus, TaggingAction>({
  states: {
    waiting: { label: 'tagging:status.waiting', color: 'gold' },
    tagged: { label: 'tagging:status.tagged', color: 'green' },
  },
  transitions: {
    claim: { from: ['waiting'], to: 'waiting' },
    save: { from: ['waiting'], to: 'tagged' },
    assign: { from: ['waiting'], to: 'waiting' },
    reopen: { from: ['tagged'], to: 'waiting' },
  },
});

/** Names compare without case and surrounding spaces. */
const sameName = (a: string | undefined, b: string | undefined) =>
  !!a?.trim() && !!b?.trim() && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The tags a tag's name must differ from: same kind, and for level 2 the same parent; never itself. */
function siblingsOf(tags: readonly Tag[], input: Pick<TagInput, 'kind' | 'parentId'>, selfId?: number) {
  return tags.filter(
    (tag) =>
      tag.id !== selfId && tag.kind === input.kind && (input.kind !== 'level2' || tag.parentId === input.parentId),
  );
}

/**
 * What is wrong with a tag's names, per language: required languages filled in, none too long, and no
 * name already used at the same level (level 2: under the same level-1 tag), in the same language.
 */
export function nameProblems(
  input: Pick<TagInput, 'kind' | 'parentId' | 'names'>,
  tags: readonly Tag[],
  selfId?: number,
) {
  const problems: Refusal[] = [];
  const siblings = siblingsOf(tags, input, selfId);
  for (const language of NAME_LANGUAGES) {
    const name = (input.names as Partial<Record<string, string>>)[language]?.trim() ?? '';
    if (!name) {
      if (REQUIRED_NAME_LANGUAGES.includes(language)) problems.push({ kind: 'nameRequired', language });
      continue;
    }
    if (name.length > NAME_MAX_LENGTH) problems.push({ kind: 'nameTooLong', language });
    else if (siblings.some((tag) => sameName((tag.names as Partial<Record<string, string>>)[language], name)))
      problems.push({ kind: 'duplicateName', language });
  }
  return problems;
}

/** Level 2 sits under an existing level-1 tag; levels 1 and quality labels have no parent. */
export function parentProblem(input: Pick<TagInput, 'kind' | 'parentId'>, tags: readonly Tag[]): Refusal | null {
  if (input.kind !== 'level2') return input.parentId === null ? null : { kind: 'badParent' };
  const parent = tags.find((tag) => tag.id === input.parentId);
  return parent?.kind === 'level1' ? null : { kind: 'badParent' };
}

/** A tag posts carry cannot go (disable it instead); neither can a level-1 tag with tags under it. */
export function deleteRefusal(usage: number, childCount: number): Refusal | null {
  if (usage > 0) return { kind: 'inUse', count: usage };
  if (childCount > 0) return { kind: 'hasChildren', count: childCount };
  return null;
}

/**
 * Whether a choice of tags is complete and consistent: one enabled level-1 tag; one to three enabled
 * level-2 tags under it (when it has any enabled); one enabled quality label.
 */
export function choiceProblem(choice: TagChoice, tags: readonly Tag[]): Refusal | null {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const usable = (id: number, kind: Tag['kind']): Refusal | null => {
    const tag = byId.get(id);
    if (!tag || tag.kind !== kind) return { kind: 'unknownTag', id };
    if (!tag.enabled) return { kind: 'disabledTag', id };
    return null;
  };
  if (choice.level1Id === null) return { kind: 'level1Required' };
  const level1 = usable(choice.level1Id, 'level1');
  if (level1) return level1;
  for (const id of choice.level2Ids) {
    const problem = usable(id, 'level2');
    if (problem && problem.kind === 'unknownTag') return problem;
    if (byId.get(id)!.parentId !== choice.level1Id) return { kind: 'level2NotUnder' };
    if (problem) return problem;
  }
  const offered = tags.some((tag) => tag.kind === 'level2' && tag.parentId === choice.level1Id && tag.enabled);
  if (offered && choice.level2Ids.length === 0) return { kind: 'level2Required' };
  if (new Set(choice.level2Ids).size > MAX_LEVEL2) return { kind: 'tooManyLevel2', max: MAX_LEVEL2 };
  if (choice.qualityId === null) return { kind: 'qualityRequired' };
  return usable(choice.qualityId, 'quality');
}

type TaskState = Pick<TaggingTask, 'status' | 'assignee' | 'claimedBy' | 'claimedUntil' | 'taggedBy'>;

/**
 * Whether `me` may take `action` on a task now, and if not why: one rule for the buttons and the mock.
 * A tagged task cannot be opened or saved again (someone already tagged it) until it is re-opened; a
 * task another tagger has open cannot be saved, assigned or re-opened; a task assigned to another
 * tagger is theirs to tag.
 */
export function taskRefusal(task: TaskState, action: TaggingAction, me: string, now: number): Refusal | null {
  const holder = claimStateOf(task, me, now) === 'others' ? task.claimedBy : null;
  if (action === 'reopen') {
    if (holder) return { kind: 'beingTagged', by: holder };
    return taggingMachine.can('reopen', task.status) ? null : { kind: 'notTagged' };
  }
  if (!taggingMachine.can(action, task.status)) return { kind: 'alreadyTagged', by: task.taggedBy ?? '' };
  if (holder) return { kind: 'beingTagged', by: holder };
  if (action !== 'assign' && task.assignee && task.assignee !== me)
    return { kind: 'assignedToOther', by: task.assignee };
  return null;
}

/** The level-2 tags a tagger may pick once a level-1 tag is chosen: its enabled children, in order. */
export function level2Options(tags: readonly Tag[], level1Id: number | null): Tag[] {
  if (level1Id === null) return [];
  return tags.filter((tag) => tag.kind === 'level2' && tag.parentId === level1Id && tag.enabled).sort(bySort);
}

export const bySort = (a: Tag, b: Tag) => a.sort - b.sort || a.id - b.id;

/** The longest note a re-opening's reason takes. */
export const CORRECTION_NOTE_MAX_LENGTH = 200;

/** What is wrong with a re-opening's reason, if anything: the dialog and the mock apply it. */
export function correctionProblem(input: { reasonCode?: unknown; note?: unknown }): Refusal | null {
  if (!(CORRECTION_REASONS as readonly unknown[]).includes(input.reasonCode)) return { kind: 'reasonRequired' };
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > CORRECTION_NOTE_MAX_LENGTH) return { kind: 'noteTooLong', max: CORRECTION_NOTE_MAX_LENGTH };
  if (input.reasonCode === 'other' && !note) return { kind: 'noteRequired' };
  return null;
}
