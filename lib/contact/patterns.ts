export const PHONE_PATTERN = String.raw`[\s+\(\)\.\-]*(?:\d[\s+\(\)\.\-]*){5,}`;

const LABEL = String.raw`[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}\-]*[\p{L}\p{N}\p{M}])?`;
/** A dotted domain whose last label is letters (any script) or punycode: `a@b` is not one. */
export const EMAIL_PATTERN = String.raw`(?:[\w'+\-]+\.)*[\w'+\-]*[\w+\-]@(?:${LABEL}\.)+(?:[\p{L}\p{M}]{2,}|[Xx][Nn]--[a-zA-Z\d\-]*[a-zA-Z\d])`;
