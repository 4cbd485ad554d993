import { symptomProblems, takenNames } from './rules';
import type { Symptom } from './types';
import { seedSymptoms, SYMPTOM_COLLECTION } from './mock/seed';

const symptom = (id: number, mode: Symptom['mode'], names: Symptom['names']): Symptom => ({
  id,
  mode,
  names,
  weight: 0,
  enabled: true,
  updatedBy: 'admin',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('symptom rules', () => {
  it('needs a mode, a whole weight in range and a name in some language', () => {
    expect(symptomProblems({ mode: 'period', weight: 10, names: { ar: { name: 'صداع' } } })).toEqual([]);
    const codes = symptomProblems({ weight: 1.5, names: { en: { name: '  ' } } }).map((problem) => problem.code);
    expect(codes).toEqual(['modeRequired', 'weight', 'nameRequired']);
    expect(symptomProblems({ mode: 'period', weight: 10_000, names: { en: { name: 'x' } } })[0].code).toBe('weight');
  });

  it('refuses a name over 30 characters in any language', () => {
    const problems = symptomProblems({
      mode: 'pregnancy',
      weight: 0,
      names: { en: { name: 'ok' }, fr: { name: 'x'.repeat(31) } },
    });
    expect(problems).toEqual([{ field: 'names', code: 'nameTooLong', params: { max: 30 } }]);
  });

  it('finds names already used in the same mode, per language, ignoring case, width and spaces', () => {
    const others = [
      symptom(1, 'period', { en: { name: 'Back pain' }, zh: { name: '腰痛' } }),
      symptom(2, 'pregnancy', { en: { name: 'Heartburn' } }),
    ];
    expect(
      takenNames({ mode: 'period', names: { en: { name: ' back  PAIN ' }, zh: { name: '头痛' } } }, others),
    ).toEqual(['en']);
    // Another mode may use the name; a symptom does not clash with itself.
    expect(takenNames({ mode: 'pregnancy', names: { en: { name: 'Back pain' } } }, others)).toEqual([]);
    expect(takenNames({ mode: 'period', names: { zh: { name: '腰痛' } } }, others, 1)).toEqual([]);
  });

  it('seeds every mode with unique names per mode and language', () => {
    const rows = seedSymptoms(Date.parse('2026-11-23T10:00:00Z'))[SYMPTOM_COLLECTION] as unknown as Symptom[];
    expect(new Set(rows.map((row) => row.mode))).toEqual(new Set(['period', 'prePregnancy', 'pregnancy']));
    for (const row of rows) {
      expect(symptomProblems(row)).toEqual([]);
      expect(takenNames(row, rows, row.id)).toEqual([]);
    }
  });
});
