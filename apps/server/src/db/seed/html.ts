const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)
}

// Demo HTML uses only what the sanitiser keeps everywhere: p, h2, ul/li, strong.
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`
export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`
export const ul = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
export const strongLead = (lead: string, rest: string) =>
  `<p><strong>${escapeHtml(lead)}</strong> ${escapeHtml(rest)}</p>`
