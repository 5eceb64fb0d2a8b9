/** The dashboard's fee structure screens (issue 16); the classes' and heads' names are the public page's (`feeStructure`). */
export const dashboardFeesText = {
  listTitle: 'Fee Structure',
  listLead: 'The fees for each academic session. A session is a draft until you publish it; the latest published one is on the Fees page.',
  empty: 'No fee structure yet. Create the first session below.',
  statuses: { draft: 'Draft', published: 'Published' },
  current: 'On the site now',
  edit: 'Edit',
  newTitle: 'New session',
  session: 'Session',
  sessionHint: 'Two years, for example 2026-27.',
  copyFrom: 'Start from',
  /** `{session}`: "2025-26". */
  copyFromSession: 'The amounts of {session}',
  startEmpty: 'An empty table',
  create: 'Create draft',
  creating: 'Creating…',
  created: 'Draft created. Enter or check the fees, then publish.',
  editTitle: 'Fees for {session}',
  draftLead: 'A draft: parents do not see it until you publish it.',
  publishedLead: 'Published: parents see these fees. A change shows on the site as soon as you save it.',
  tableTitle: 'Fees by class',
  tableHint: 'Whole rupees. Leave a box empty when the class is not charged that fee. On a phone, slide the table sideways.',
  /** A cell's label for screen readers: "Year 3, Tuition (per month)". */
  cellLabel: '{class}, {head}',
  otherTitle: 'Other fees',
  otherHint: 'Up to three more fees this session charges, with their names, e.g. “Exam fee” or “Computer lab”, and how often each is charged: the Fees page adds up what a year costs from it.',
  /** `{number}`: 1 to 3. */
  otherName: 'Other fee {number}: name',
  /** `{number}`: 1 to 3. What a year's total on the Fees page counts it for (decision 0088). */
  otherFrequency: 'Other fee {number}: how often',
  frequencies: { yearly: 'Once a year', monthly: 'Every month', once: 'Once, on joining' },
  otherColumn: 'Other fee {number}',
  notes: 'Notes for parents',
  notesHint: 'For example how fees are paid, instalments, concessions for siblings.',
  saveDraft: 'Save draft',
  saveChanges: 'Save changes',
  publish: 'Publish',
  saving: 'Saving…',
  saved: 'Changes saved',
  published: 'Published. Parents now see these fees on the Fees page.',
  cellErrors: 'Check these boxes:',
  risesTitle: 'These fees rise more than {percent} % over {previous}',
  risesLead:
    'The Bihar Private Schools (Fee Regulation) Act 2019 needs the fee committee’s approval for a rise of more than 7 % in a year. Publish only if the committee has approved these fees.',
  /** One rise: "Year 5 — Tuition (per month): ₹1,200 → ₹1,320 (+10 %)". */
  riseLine: '{class} — {head}: {previous} → {next} (+{percent} %)',
  /** A named head that moved between monthly and yearly, compared by what it costs a year (decision 0088). */
  riseLinePerYear: '{class} — {head}: {previous} → {next} a year (+{percent} %)',
  confirmPublish: 'Publish with these rises',
  confirmSave: 'Save with these rises',
  seeOnSite: 'See on the site',
  /** A draft's delete, asked twice; `{session}`: "2027-28". */
  deleteDraft: 'Delete this draft',
  deleteQuestion: 'Delete the draft of {session} and every amount in it? Parents never saw it.',
  deleteConfirm: 'Delete the draft of {session}',
  deleted: 'The draft of {session} was deleted.',
  back: 'All sessions',
} as const;
