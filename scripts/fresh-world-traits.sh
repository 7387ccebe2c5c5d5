#!/usr/bin/env bash
# Gives every @Suite attribute (in code, not in comments or string literals) of the UIKit and QuartzCore
# test targets the `.freshWorld` trait (each test starts from a fresh process's state; see
# Tests/WorldTestSupport). Idempotent: suites that have it are left alone, and other traits
# (`.serialized`, `.enabled(if:)`, a display name) are kept. Run it after adding suites (or after a merge
# brought suites without it); `FreshWorldCoverageTests` fails while a suite lacks the trait.
#
#   scripts/fresh-world-traits.sh          edit the files
#   scripts/fresh-world-traits.sh --check  list suites without the trait, exit 1 if any
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-edit}
status=0
while IFS= read -r -d '' f; do
    if [[ $mode == --check ]]; then
        # One line per suite attribute that does not name the trait.
        if perl -0777 -ne '
            my $bad = 0;
            while (/^(?:[^"\/\n]|"(?:[^"\\\n]|\\.)*"|\/(?!\/))*?\@Suite\b(\((?:[^()]++|(?1))*\))?/mg) {
                my $args = $1 // "";
                next if $args =~ /\.freshWorld\b/;
                my $line = 1 + (() = substr($_, 0, $-[0]) =~ /\n/g);
                print "$ARGV:$line: \@Suite without .freshWorld\n";
                $bad = 1;
            }
            exit($bad);' "$f"; then :; else status=1; fi
    else
        perl -0777 -i -pe '
            s{^((?:[^"\/\n]|"(?:[^"\\\n]|\\.)*"|\/(?!\/))*?)\@Suite\b(\((?:[^()]++|(?2))*\))?}{
                my ($lead, $args) = ($1, $2);
                if (!defined $args) { "$lead\@Suite(.freshWorld)" }
                elsif ($args =~ /\.freshWorld\b/) { "$lead\@Suite$args" }
                elsif ($args =~ /^\(\s*\)$/) { "$lead\@Suite(.freshWorld)" }
                else { my $inner = substr($args, 1, -1); $inner =~ s/\s+$//; "$lead\@Suite($inner, .freshWorld)" }
            }mge' "$f"
    fi
done < <(find Tests/UIKitTests Tests/QuartzCoreTests -name '*.swift' -print0 | sort -z)
exit $status
