# sbx help, --version and usage errors (SPEC §2: usage errors exit 2).
set -u
fail() { echo "FAIL: $*"; exit 1; }

out=$("$SBX" --version) || fail "--version exited $?"
[[ "$out" =~ ^sbx\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "--version printed '$out'"

out=$("$SBX" help) || fail "help exited $?"
grep -q '^usage: sbx COMMAND' <<<"$out" || fail "help lacks usage line"
# Every command listed in `sbx help` has its own help page.
for c in $(sed -n 's/^  sbx \([a-z]*\) .*/\1/p' <<<"$out"); do
    "$SBX" help "$c" >/dev/null || fail "sbx help $c exited $?"
done

err=$(mktemp)
"$SBX" frobnicate 2>"$err"; code=$?
[ "$code" = 2 ] || fail "unknown command exited $code, want 2"
grep -q "unknown command 'frobnicate'" "$err" || fail "unknown command message: $(cat "$err")"
grep -q "sbx help" "$err" || fail "usage error does not say what to type instead"

"$SBX" --frob 2>"$err"; code=$?
[ "$code" = 2 ] || fail "unknown option exited $code, want 2"
grep -q "unknown option '--frob'" "$err" || fail "unknown option message: $(cat "$err")"

"$SBX" help nosuch 2>"$err"; code=$?
[ "$code" = 2 ] || fail "help of unknown command exited $code, want 2"

"$SBX" 2>/dev/null; code=$?
[ "$code" = 2 ] || fail "no command exited $code, want 2"
rm -f "$err"
echo "help ok"
