export function findAccessLine(text: string, id: string): Record<string, unknown> | undefined;
export function waitForAccessLine(read: () => string, id: string): Promise<Record<string, unknown>>;
