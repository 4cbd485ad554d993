import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { RuleProblem } from '../../shared/types/rule-problem';
import { isImageFileName } from '../../shared/utils/image-file';
import { ASSET_TYPES, type BeautyInput, type BeautyStatus } from './types';

export const BEAUTY_LIMITS = {
  nameMax: 20,
  iconMaxBytes: 1024 * 1024,
  imageMaxBytes: 2 * 1024 * 1024,
  packageMaxBytes: 20 * 1024 * 1024,
} as const;

/** Editing is open in either state: it does not change the listing. */
export type BeautyAction = 'list' | 'delist' | 'delete';

/** Listed effects show in the camera; only a delisted one can be deleted. */
export const beautyMachine = defineMachine<BeautyStatus, BeautyAction>({
  states: {
    listed: { label: 'beauty:status.listed', color: 'green' },
    delisted: { label: 'beauty:status.delisted', color: 'default' },
  },
  transitions: {
    list: { from: ['delisted'], to: 'listed' },
    delist: { from: ['listed'], to: 'delisted' },
    delete: { from: ['delisted'], to: null },
  },
});

/** An effect package: a .zip, not empty, at most 20 MB. */
export function packageProblem(file: { name: string; size: number }): RuleProblem | null {
  if (!/\.zip$/i.test(file.name)) return { field: 'asset', code: 'packageType', params: { name: file.name } };
  if (file.size === 0) return { field: 'asset', code: 'packageEmpty', params: { name: file.name } };
  if (file.size > BEAUTY_LIMITS.packageMaxBytes)
    return { field: 'asset', code: 'packageTooLarge', params: { name: file.name, max: '20 MB' } };
  return null;
}

/** A name in some language (at most 20 characters each), the tray icon, and the effect itself. */
export function beautyProblems(input: Partial<BeautyInput>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!hasCompleteLanguage(input.names, ['name'])) problems.push({ field: 'names', code: 'nameRequired' });
  else if (
    CONTENT_LANGUAGES.some((language) => (input.names?.[language]?.name ?? '').trim().length > BEAUTY_LIMITS.nameMax)
  )
    problems.push({ field: 'names', code: 'nameTooLong', params: { max: BEAUTY_LIMITS.nameMax } });
  if (typeof input.icon !== 'string' || !input.icon) problems.push({ field: 'icon', code: 'iconRequired' });
  const asset = input.asset;
  if (!asset || !ASSET_TYPES.includes(asset.type) || typeof asset.url !== 'string' || !asset.url)
    problems.push({ field: 'asset', code: 'assetRequired' });
  else if (asset.type === 'package') {
    const problem = packageProblem(asset);
    if (problem) problems.push(problem);
  } else if (!isImageFileName(asset.name) && !asset.url.startsWith('data:image/'))
    problems.push({ field: 'asset', code: 'assetImage' });
  return problems;
}
