"""Village's own check for the API fuzzer: no response may leak an internal message.

Loaded with SCHEMATHESIS_HOOKS=village_checks (PYTHONPATH=infra/fuzz) by tests/e2e/fuzz-*.e2e.ts.
"""
import re

import schemathesis

# Words that only reach a client when an internal error escapes: stack frames, library and driver errors, paths.
LEAKS = re.compile(
    r"(\n\s+at [\w.<>]+ \(|node_modules/|/dist/src/|TypeError|ReferenceError|SyntaxError: Unexpected|"
    r"QueryFailedError|EntityNotFound|ECONNREFUSED|ECONNRESET|duplicate key value|violates .* constraint|"
    r"relation \"[\w.]+\"|Cannot read propert|is not a function|Internal server error|stacktrace|originalError|"
    r"\"exception\"\s*:)",
    re.IGNORECASE,
)


TEXT_TYPES = re.compile(r"^(text/|application/([\w.+-]*\+)?json)", re.IGNORECASE)


@schemathesis.check
def no_leaked_internals(ctx, response, case):
    # A binary answer (a data export's ZIP, a photo) holds no message; only text can carry one.
    content_type = response.headers.get("content-type", [""])
    content_type = content_type[0] if isinstance(content_type, list) else content_type
    if content_type and not TEXT_TYPES.match(content_type):
        return None
    text = response.content.decode("utf-8", errors="replace")
    found = LEAKS.search(text)
    if found:
        raise AssertionError(f"response leaks an internal message: {found.group(0)!r} in {text[:300]!r}")
    return None


# Codes a GraphQL error may carry when the caller did something wrong or may not do it: anything else (no code,
# INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE with every part up) is the server failing.
EXPECTED_GRAPHQL_CODES = {
    "GRAPHQL_PARSE_FAILED",
    "GRAPHQL_VALIDATION_FAILED",
    "BAD_USER_INPUT",
    "UNAUTHENTICATED",
    "FORBIDDEN",
    "NOT_FOUND",
    "CONFLICT",
    "PAYLOAD_TOO_LARGE",
    "UNSUPPORTED_MEDIA_TYPE",
    "RATE_LIMITED",
    "OPERATION_RESOLUTION_FAILURE",
    "QUERY_TOO_COMPLEX",
}


@schemathesis.check
def graphql_no_server_failure(ctx, response, case):
    if response.status_code >= 500:
        raise AssertionError(f"HTTP {response.status_code}: {response.text[:300]!r}")
    try:
        errors = response.json().get("errors") or []
    except ValueError:
        raise AssertionError(f"not a JSON response: {response.text[:300]!r}")
    for error in errors:
        code = (error.get("extensions") or {}).get("code")
        if code not in EXPECTED_GRAPHQL_CODES:
            raise AssertionError(f"GraphQL error with code {code!r}: {error.get('message')!r}")
    return None
