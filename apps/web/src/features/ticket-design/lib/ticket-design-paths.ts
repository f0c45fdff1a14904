/** The designer's print of the sample ticket (reference-screens §2.11). */
export const ticketDesignPrintPath = (eventId: string) =>
  `/manage/event/${encodeURIComponent(eventId)}/ticket-designer/print`;
