"""Byte-compile the Python files of zip archives (run by buildsite/bytecode.mjs inside the
vendored Pyodide, whose CPython makes the bytecode the page's CPython loads).

Each job reads a zip and writes another:

* ``layout="beside"``: ``a/b.py`` becomes ``a/b.pyc`` in its place, without the source
  (what zipimport loads: the standard library's zip);
* ``layout="pycache"``: only ``a/__pycache__/b.<cache tag>.pyc``, for sources unpacked
  from other archives into the same directory (the engine and the page's modules).

The .pyc files are hash-based (PEP 552), so they do not depend on file times: "unchecked"
where no source ships, "checked" where it does (a source that differs is compiled anew).
Entries are sorted and dated like buildsite/archive.py's, so the same input gives the same
bytes. Standard library only; it also runs under the build's CPython (for the tests).
"""

from __future__ import annotations

import json
import os
import py_compile
import sys
import tempfile
import zipfile

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)
FILE_MODE = 0o100644


def pyc_name(name: str, layout: str) -> str:
    if layout == "beside":
        return name[:-3] + ".pyc"
    head, _, tail = name.rpartition("/")
    cached = f"__pycache__/{tail[:-3]}.{sys.implementation.cache_tag}.pyc"
    return f"{head}/{cached}" if head else cached


def compile_zip(src: str, dst: str, layout: str, checked: bool, filename_prefix: str) -> int:
    """Write ``dst`` from ``src``; return the number of modules compiled."""
    mode = (py_compile.PycInvalidationMode.CHECKED_HASH if checked
            else py_compile.PycInvalidationMode.UNCHECKED_HASH)
    out: dict[str, bytes] = {}
    count = 0
    with zipfile.ZipFile(src) as archive, tempfile.TemporaryDirectory() as work:
        for info in archive.infolist():
            if info.is_dir():
                continue
            data = archive.read(info)
            if not info.filename.endswith(".py"):
                if layout == "beside":
                    out[info.filename] = data
                continue
            source = os.path.join(work, "source.py")
            target = os.path.join(work, "compiled.pyc")
            with open(source, "wb") as f:
                f.write(data)
            py_compile.compile(source, cfile=target, dfile=filename_prefix + info.filename,
                               doraise=True, invalidation_mode=mode)
            with open(target, "rb") as f:
                out[pyc_name(info.filename, layout)] = f.read()
            count += 1
    with zipfile.ZipFile(dst, "w") as archive:
        for name in sorted(out):
            entry = zipfile.ZipInfo(name, ZIP_EPOCH)
            entry.create_system = 3
            entry.external_attr = FILE_MODE << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, out[name], compresslevel=9)
    return count


def run(jobs_json: str) -> str:
    """Run the jobs (a JSON list of compile_zip's keyword arguments); a JSON report."""
    jobs = json.loads(jobs_json)
    report = {"cache_tag": sys.implementation.cache_tag,
              "compiled": [compile_zip(**job) for job in jobs]}
    return json.dumps(report)


if __name__ == "__main__":
    print(run(sys.stdin.read()))
