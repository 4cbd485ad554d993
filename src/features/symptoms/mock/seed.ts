import type { Row } from '../../../mocks/row';
import type { Mode, Symptom, SymptomNames } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const SYMPTOM_COLLECTION = 'symptoms';
export type SymptomRow = Symptom & Row;

type Names = [en: string, ar: string, zh: string, fr?: string, ms?: string, ind?: string];

/** The symptoms each mode offers, named in English, Arabic and Chinese (some also in French, Malay, Indonesian). */
const SYMPTOMS: Record<Mode, Names[]> = {
  period: [
    ['Cramps', 'تقلصات', '痛经', 'Crampes', 'Kejang perut', 'Kram perut'],
    ['Headache', 'صداع', '头痛', 'Maux de tête', 'Sakit kepala', 'Sakit kepala'],
    ['Bloating', 'انتفاخ', '腹胀', 'Ballonnements'],
    ['Acne', 'حب الشباب', '长痘', 'Acné', 'Jerawat', 'Jerawat'],
    ['Tender breasts', 'ألم الثدي', '乳房胀痛'],
    ['Back pain', 'ألم الظهر', '腰痛', 'Mal de dos'],
    ['Fatigue', 'إرهاق', '疲劳', 'Fatigue', 'Keletihan', 'Kelelahan'],
    ['Mood swings', 'تقلب المزاج', '情绪波动'],
    ['Cravings', 'الرغبة الشديدة في الطعام', '嘴馋'],
  ],
  prePregnancy: [
    ['Egg-white discharge', 'إفرازات شفافة', '蛋清样白带'],
    ['Ovulation pain', 'ألم الإباضة', '排卵痛', 'Douleur d’ovulation'],
    ['Higher temperature', 'ارتفاع الحرارة', '基础体温升高'],
    ['Increased libido', 'زيادة الرغبة', '性欲增强'],
    ['Spotting', 'تبقيع', '点滴出血', 'Spotting', 'Bintik darah', 'Flek'],
    ['Breast tenderness', 'حساسية الثدي', '乳房敏感'],
  ],
  pregnancy: [
    ['Morning sickness', 'غثيان الصباح', '孕吐', 'Nausées matinales', 'Loya pagi', 'Mual pagi'],
    ['Heartburn', 'حرقة المعدة', '烧心', 'Brûlures d’estomac'],
    ['Swollen feet', 'تورم القدمين', '脚肿', 'Pieds enflés', 'Kaki bengkak', 'Kaki bengkak'],
    ['Baby kicks', 'ركلات الجنين', '胎动'],
    ['Insomnia', 'أرق', '失眠', 'Insomnie'],
    ['Leg cramps', 'تشنج الساق', '腿抽筋'],
    ['Constipation', 'إمساك', '便秘', 'Constipation', 'Sembelit', 'Sembelit'],
    ['Braxton Hicks contractions', 'انقباضات براكستون هيكس', '假性宫缩'],
    ['Back pain', 'ألم الظهر', '腰背痛'],
    ['Frequent urination', 'كثرة التبول', '尿频'],
  ],
};

const DAY = 86_400_000;

function namesOf([en, ar, zh, fr, ms, ind]: Names): SymptomNames {
  return {
    en: { name: en },
    ar: { name: ar },
    ...(fr ? { fr: { name: fr } } : {}),
    ...(ms ? { ms: { name: ms } } : {}),
    ...(ind ? { ind: { name: ind } } : {}),
    zh: { name: zh },
  };
}

/** Every mode's symptoms, weighted in the order above; one per mode disabled. Deterministic. */
export function seedSymptoms(now = seedInstant()): Record<string, Row[]> {
  const rows: SymptomRow[] = [];
  for (const mode of Object.keys(SYMPTOMS) as Mode[]) {
    SYMPTOMS[mode].forEach((names, index, all) => {
      rows.push({
        id: rows.length + 1,
        mode,
        names: namesOf(names),
        weight: (all.length - index) * 10,
        enabled: index !== all.length - 1,
        updatedBy: index % 2 ? 'operator' : 'admin',
        updatedAt: new Date(now - (rows.length + 3) * DAY).toISOString(),
      });
    });
  }
  return { [SYMPTOM_COLLECTION]: rows };
}
