// Placeholder: the door staff page is being built (docs/decisions/099-check-in-lists.md).
export function Component() {
  return null;
}
