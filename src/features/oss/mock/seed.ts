import type { Row } from '../../../mocks/row';

const SAMPLES = [
  { name: 'spring-campaign-banner.svg', color: '#e5487e', label: 'Spring campaign' },
  { name: 'pregnancy-week-12.svg', color: '#7b61ff', label: 'Week 12' },
  { name: 'creator-programme.svg', color: '#13a8a8', label: 'Creators' },
];

function svgDataUrl(color: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="400"><rect width="750" height="400" fill="${color}"/><text x="375" y="215" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A few images already in the mock's object storage, so the upload screen is not empty at first. */
export function seedFiles(origin: string): Row[] {
  return SAMPLES.map((sample, index) => {
    const id = index + 1;
    const dataUrl = svgDataUrl(sample.color, sample.label);
    return {
      id,
      name: sample.name,
      size: atob(dataUrl.split(',')[1]).length,
      contentType: 'image/svg+xml',
      url: `${origin}/mock-oss/${id}/${sample.name}`,
      uploadedBy: 'admin',
      uploadedAt: `2026-0${index + 1}-1${index}T09:30:00.000Z`,
      dataUrl,
    };
  });
}
