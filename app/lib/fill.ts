/** Fills the `{name}` places of a UI text: fill('Photo {n} of {total}', { n: 2, total: 6 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
