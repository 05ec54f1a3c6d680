/** Leads per 100 visitors, to one decimal, as the dashboard and the Monday summary show it. */
export const leadsPer100 = (leads: number, visitors: number) =>
  visitors ? (Math.round((leads / visitors) * 1000) / 10).toLocaleString('en-US') : '–'
