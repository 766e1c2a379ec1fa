export const PHONE_PATTERN = String.raw`[\s+\(\)\.\-]*(?:\d[\s+\(\)\.\-]*){5,}`;
