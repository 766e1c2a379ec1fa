export const PHONE_PATTERN = String.raw`[\s+\(\)\.\-]*(?:\p{Nd}[\s+\(\)\.\-]*){5,}`; // any script's digits

const LABEL = String.raw`[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}\-]{0,61}[\p{L}\p{N}\p{M}])?`;
/** A dotted domain whose last label is letters (any script) or punycode: `a@b` is not one. */
export const EMAIL_PATTERN = String.raw`(?=[^@]{1,64}@)(?:[\w'+\-]+\.)*[\w'+\-]*[\w+\-]@(?:${LABEL}\.)+(?:[\p{L}\p{M}]{2,63}|[Xx][Nn]--[a-zA-Z\d\-]{0,58}[a-zA-Z\d])`;
