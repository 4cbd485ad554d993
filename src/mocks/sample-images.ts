/** A seeded picture: a shape on a colour, the same for the same index wherever a mock draws it. */
export function imageFor(index: number): string {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="hsl(${hue},60%,80%)"/><circle cx="120" cy="90" r="40" fill="hsl(${hue},60%,55%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
