#!/bin/sh
# build.sh — build sbx and run its tests.
#
#   ./build.sh          static musl build of ./sbx (stripped, -O2)
#   ./build.sh test     build, then run the whole test suite (test/run)
#   ./build.sh asan     ASan+UBSan build (glibc, dynamic) as ./sbx-asan, then the suite
#   ./build.sh clean    remove what the builds made
#
# Every top-level *.c file is part of sbx; sbx.c holds main(). No generated
# code and no build step beyond the compiler.
set -eu
cd "$(dirname "$0")"

WARN="-std=c11 -Wall -Wextra -Werror -Wno-unused-parameter"
SRCS=$(ls ./*.c)

need_musl() {
    command -v musl-gcc >/dev/null 2>&1 && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "build.sh: musl-gcc not found; installing the Debian package musl-tools" >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq musl-tools >/dev/null 2>&1 ||
            { apt-get update -qq >/dev/null 2>&1 &&
              DEBIAN_FRONTEND=noninteractive apt-get install -y -qq musl-tools >/dev/null 2>&1; } ||
            { echo "build.sh: could not install musl-tools" >&2; exit 1; }
        return 0
    fi
    echo "build.sh: musl-gcc not found; install the package musl-tools (apt-get install musl-tools)" >&2
    exit 1
}

build_static() {
    need_musl
    # shellcheck disable=SC2086
    musl-gcc $WARN -O2 -static -s -o sbx $SRCS -lm
}

build_asan() {
    # shellcheck disable=SC2086
    ${CC:-cc} $WARN -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
        -fno-sanitize-recover=undefined -o sbx-asan $SRCS -lm
}

case "${1:-build}" in
build)
    build_static ;;
test)
    build_static
    exec test/run ./sbx ;;
asan)
    build_asan
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=99 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=99 \
    SBX_UNIT_CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined" \
        exec test/run ./sbx-asan ;;
clean)
    rm -rf sbx sbx-asan test/.build ;;
*)
    echo "usage: ./build.sh [test|asan|clean]" >&2
    exit 2 ;;
esac
