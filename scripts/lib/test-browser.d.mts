export const testChromium: { executablePath: string; args: string[] };
