#!/usr/bin/env bash
# versitygw (Apache-2.0), the S3-compatible server of the tests: the ticket attachments and the
# object-store tests talk the S3 API to it, its posix backend keeping the objects in a folder under
# .local/ (scripts/lib/s3-server.ts). Built from Go modules into .local/bin at the version pinned
# here (about 2 minutes); built once, again only when the pin changes.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-go-tool.sh" versitygw github.com/versity/versitygw/cmd/versitygw v1.8.0
