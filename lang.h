/*
 * lang.h — the contract between sbx's language front end and its VM.
 *
 * The front end (lexer.c, parser.c, compile.c) turns source text into a tree
 * of Code objects: bytecode plus plain-C constants, names and tables. It
 * knows nothing about runtime values. The VM (vm.c and the files beside it)
 * turns constants into values when it loads a Code and executes the
 * bytecode. This header is all the two sides share.
 *
 * Instructions are 32-bit words: the low 8 bits are the opcode, the high 24
 * bits the argument (0 when unused). Jump targets are absolute instruction
 * indices. Exceptions use a table of protected ranges (as CPython 3.11+),
 * not a block stack: when an instruction in [start, end) raises, the VM pops
 * the value stack down to `depth`, pushes the exception and jumps to
 * `target`. `finally` bodies are compiled once per exit path.
 */
#ifndef SBX_LANG_H
#define SBX_LANG_H

#include <stddef.h>
#include <stdint.h>

/* ------------------------------------------------------------------------ */
/* Opcodes                                                                   */
/* ------------------------------------------------------------------------ */

/* X(name, stack effect, meaning). The stack effect is the net change when the
 * effect does not depend on the argument; VAR marks opcodes whose effect the
 * compiler computes from the argument (see each comment). Listed once, here;
 * the compiler's stack-depth computation and the VM's dispatch table are both
 * built from this list. Append new opcodes at the end of a group. */
#define VAR 99
#define OPCODES(X) \
    X(NOP,              0, "nothing") \
    /* constants and names */ \
    X(LOAD_CONST,       1, "push consts[arg]") \
    X(LOAD_SMALL_INT,   1, "push int(arg - 0x800000)") \
    X(LOAD_FAST,        1, "push local arg; UnboundLocalError if unbound") \
    X(STORE_FAST,      -1, "pop into local arg") \
    X(DELETE_FAST,      0, "unbind local arg; UnboundLocalError if unbound") \
    X(LOAD_DEREF,       1, "push contents of cell arg (cells, then frees)") \
    X(STORE_DEREF,     -1, "pop into cell arg") \
    X(DELETE_DEREF,     0, "empty cell arg") \
    X(LOAD_CLOSURE,     1, "push the cell object arg itself (for MAKE_FUNCTION)") \
    X(LOAD_GLOBAL,      1, "push global slot arg, else builtin of that name, else NameError") \
    X(STORE_GLOBAL,    -1, "pop into global slot arg") \
    X(DELETE_GLOBAL,    0, "unbind global slot arg; NameError if unbound") \
    X(LOAD_ASSERTION_ERROR, 1, "push the AssertionError type") \
    /* attributes and items */ \
    X(LOAD_ATTR,        0, "TOS = getattr(TOS, names[arg])") \
    X(STORE_ATTR,      -2, "TOS.names[arg] = TOS1; pop both") \
    X(DELETE_ATTR,     -1, "del TOS.names[arg]") \
    X(LOAD_METHOD,      1, "TOS -> (method, self), or (attr, NULL) when not a method") \
    X(BINARY_SUBSCR,   -1, "TOS = TOS1[TOS]") \
    X(STORE_SUBSCR,    -3, "TOS1[TOS] = TOS2") \
    X(DELETE_SUBSCR,   -2, "del TOS1[TOS]") \
    X(BUILD_SLICE,    VAR, "arg 2 or 3: pop start, stop[, step]; push slice (1-arg)") \
    /* operators */ \
    X(UNARY_NEG,        0, "-TOS") \
    X(UNARY_POS,        0, "+TOS") \
    X(UNARY_NOT,        0, "not TOS") \
    X(UNARY_INVERT,     0, "~TOS") \
    X(BINARY_OP,       -1, "TOS = TOS1 op TOS; arg = BinOp, | BINOP_INPLACE for +=") \
    X(COMPARE_OP,      -1, "TOS = TOS1 cmp TOS; arg = CmpOp") \
    X(IS_OP,           -1, "TOS = (TOS1 is TOS) != arg") \
    X(CONTAINS_OP,     -1, "TOS = (TOS1 in TOS) != arg") \
    /* stack */ \
    X(POP_TOP,         -1, "pop") \
    X(COPY,             1, "push a copy of the item arg deep (1 = TOS)") \
    X(SWAP,             0, "swap TOS with the item arg deep (2 = TOS1)") \
    /* control flow; targets are instruction indices */ \
    X(JUMP,             0, "jump to arg (backward jumps check limits)") \
    X(POP_JUMP_IF_FALSE, -1, "pop; jump if falsy") \
    X(POP_JUMP_IF_TRUE, -1, "pop; jump if truthy") \
    X(JUMP_IF_FALSE_OR_POP, VAR, "if TOS falsy jump (keep it) else pop (-1 on fallthrough)") \
    X(JUMP_IF_TRUE_OR_POP,  VAR, "if TOS truthy jump (keep it) else pop (-1 on fallthrough)") \
    X(GET_ITER,         0, "TOS = iter(TOS)") \
    X(FOR_ITER,       VAR, "push next(TOS) (+1), or pop the iterator and jump to arg (-1)") \
    /* building */ \
    X(BUILD_TUPLE,    VAR, "pop arg items, push tuple (1-arg)") \
    X(BUILD_LIST,     VAR, "pop arg items, push list (1-arg)") \
    X(BUILD_SET,      VAR, "pop arg items, push set (1-arg)") \
    X(BUILD_MAP,      VAR, "pop arg key/value pairs, push dict (1-2*arg)") \
    X(BUILD_STRING,   VAR, "pop arg strs, push their concatenation (1-arg)") \
    X(LIST_APPEND,     -1, "pop v; append to the list arg deep (after the pop)") \
    X(SET_ADD,         -1, "pop v; add to the set arg deep") \
    X(MAP_ADD,         -2, "pop k, v (v on top); set in the dict arg deep") \
    X(LIST_EXTEND,     -1, "pop iterable; extend the list arg deep") \
    X(SET_UPDATE,      -1, "pop iterable; update the set arg deep") \
    X(DICT_UPDATE,     -1, "pop mapping; update the dict arg deep ({**m})") \
    X(DICT_MERGE,      -1, "pop mapping; merge into the dict arg deep; duplicate keys are a TypeError (f(**m))") \
    X(LIST_TO_TUPLE,    0, "TOS = tuple(TOS)") \
    X(UNPACK_SEQUENCE, VAR, "pop iterable, push its arg items, last first (arg-1)") \
    X(UNPACK_EX,      VAR, "a, *b, c: arg = before | after << 8; pushes before+1+after items") \
    X(FORMAT_VALUE,   VAR, "f-string field: arg = FormatConv | FMT_HAS_SPEC; pops spec if present; push str") \
    /* functions and calls */ \
    X(MAKE_FUNCTION,  VAR, "pop Code const index's function parts per MakeFlag bits in arg, push function") \
    X(KW_NAMES,         0, "the next CALL/CALL_METHOD takes keyword names from consts[arg] (a tuple of str)") \
    X(CALL,           VAR, "[f, a1..an] -> f(a1..an); arg = n, the last len(kwnames) are keywords") \
    X(CALL_METHOD,    VAR, "[m, self|NULL, a1..an] -> result; arg = n (as CALL)") \
    X(CALL_EX,        VAR, "[f, args tuple, kwargs dict (if arg&1)] -> f(*args, **kwargs)") \
    X(RETURN_VALUE,    -1, "return TOS to the caller") \
    X(PRINT_EXPR,      -1, "REPL: pop TOS; echo its repr unless it is None") \
    /* exceptions */ \
    X(RAISE,          VAR, "arg 0: re-raise the handled exception; 1: raise TOS; 2: raise TOS1 from TOS") \
    X(PUSH_EXC_INFO,    1, "handler entry: [exc] -> [previously handled exc or None, exc]; exc becomes the handled one") \
    X(POP_EXCEPT,      -1, "handler exit: pop the saved exc and make it the handled one again") \
    X(CHECK_EXC_MATCH,  0, "[exc, type] -> [exc, bool]: isinstance(exc, type); TypeError if type isn't an exception class or tuple of them") \
    X(RERAISE,         -1, "pop an exception and raise it again unchanged (traceback kept)") \
    /* modules */ \
    X(IMPORT_NAME,      1, "push the module names[arg] (only the ones sbx provides)") \
    X(IMPORT_FROM,      1, "push getattr(TOS, names[arg]) (ImportError if missing)") \
    /* generators and coroutines */ \
    X(RETURN_GENERATOR, 0, "first instruction of a generator/coroutine body: create it and return it to the caller") \
    X(YIELD_VALUE,      0, "suspend the generator, handing out TOS; resumes with the sent value as TOS") \
    X(GET_AWAITABLE,    0, "TOS = awaitable of TOS; TypeError if it can't be awaited") \
    X(AWAIT,            0, "drive the awaitable TOS to completion (suspending this frame as needed); TOS = result") \
    X(OPCODE_COUNT_,    0, "not an opcode: the number of opcodes")

typedef enum {
#define X(name, effect, doc) OP_##name,
    OPCODES(X)
#undef X
} Opcode;

#define INSTR(op, arg) ((uint32_t)(op) | ((uint32_t)(arg) << 8))
#define INSTR_OP(w)    ((Opcode)((w) & 0xff))
#define INSTR_ARG(w)   ((uint32_t)(w) >> 8)
#define INSTR_ARG_MAX  0xffffff
#define SMALL_INT_BIAS 0x800000    /* LOAD_SMALL_INT covers -2**23 .. 2**23-1 */

typedef enum {
    BINOP_ADD, BINOP_SUB, BINOP_MUL, BINOP_TRUEDIV, BINOP_FLOORDIV, BINOP_MOD,
    BINOP_POW, BINOP_LSHIFT, BINOP_RSHIFT, BINOP_AND, BINOP_OR, BINOP_XOR,
    BINOP_MATMUL, BINOP_COUNT_
} BinOp;
#define BINOP_INPLACE 0x100        /* or'ed into BINARY_OP's arg for augmented assignment */

typedef enum { CMP_LT, CMP_LE, CMP_EQ, CMP_NE, CMP_GT, CMP_GE } CmpOp;

/* FORMAT_VALUE argument: conversion in the low bits, FMT_HAS_SPEC when a
 * format spec string was pushed above the value. */
typedef enum { FMT_NONE = 0, FMT_STR = 1, FMT_REPR = 2, FMT_ASCII = 3 } FormatConv;
#define FMT_CONV_MASK 3
#define FMT_HAS_SPEC  4

/* MAKE_FUNCTION argument: the low 16 bits are the index of the Code constant;
 * the flags say which parts were pushed before it, in this order (bottom to
 * top): defaults tuple, kw-only defaults dict (str -> value), closure tuple
 * of cells. */
#define MAKE_DEFAULTS   0x010000
#define MAKE_KWDEFAULTS 0x020000
#define MAKE_CLOSURE    0x040000
#define MAKE_CODE_MASK  0x00ffff

/* ------------------------------------------------------------------------ */
/* Code objects                                                              */
/* ------------------------------------------------------------------------ */

typedef struct Code Code;

typedef enum {
    CONST_NONE, CONST_TRUE, CONST_FALSE, CONST_ELLIPSIS,
    CONST_INT,      /* fits int64: .i */
    CONST_BIGINT,   /* decimal digits, optional leading '-': .s */
    CONST_FLOAT,    /* .f */
    CONST_STR,      /* UTF-8 (validated), may contain NUL: .s/.len */
    CONST_BYTES,    /* .s/.len */
    CONST_TUPLE,    /* .items/.len: constants (e.g. keyword names) */
    CONST_CODE      /* .code: a nested function/lambda/comprehension body */
} ConstKind;

typedef struct Const Const;
struct Const {
    ConstKind kind;
    int64_t i;
    double f;
    char *s;          /* NUL-terminated as well */
    size_t len;
    Const *items;
    Code *code;
};

/* A protected range: instructions [start, end) jump to target on exception,
 * with the value stack cut to depth first. `lasti` pushes the raising
 * instruction's index below the exception (unused for now: keep 0). Entries
 * are ordered innermost first for any given pc. */
typedef struct { uint32_t start, end, target, depth, lasti; } ExcEntry;

enum {
    CODE_MODULE    = 1 << 0,   /* the program's top level */
    CODE_VARARGS   = 1 << 1,   /* has *args: the local after the named params */
    CODE_VARKW     = 1 << 2,   /* has **kwargs: the local after *args */
    CODE_GENERATOR = 1 << 3,   /* generator expression body */
    CODE_COROUTINE = 1 << 4,   /* async def, or a module using top-level await */
    CODE_HIDDEN    = 1 << 5,   /* list/set/dict comprehension body: no frame in
                                  tracebacks (CPython 3.12+ inlines these) */
    CODE_LAMBDA    = 1 << 6
};

/* The source a Code tree was compiled from, shared by the whole tree, so
 * tracebacks can quote lines. */
typedef struct {
    char *filename;   /* as given: "job.py", "<string>", "<stdin>" */
    char *text;       /* the whole source, NUL-terminated */
    size_t len;
    int refs;
} Source;

struct Code {
    char *name;         /* "<module>", "f", "<lambda>", "<genexpr>", "<listcomp>" */
    char *qualname;     /* "f", "outer.<locals>.inner" */
    Source *source;
    uint32_t flags;     /* CODE_* */
    int firstline;
    int argcount;       /* positional parameters, incl. positional-only */
    int posonlyargcount;
    int kwonlyargcount;
    /* Locals: parameters first (positional, kw-only, *args, **kwargs), then
     * the other locals. */
    int nlocals;
    char **varnames;
    /* Cells this frame owns (locals captured by inner functions); a cell
     * for a parameter is initialised from it: cell2arg[i] = param index or -1. */
    int ncells;
    char **cellnames;
    int *cell2arg;
    /* Free variables: cells that arrive in the function's closure tuple.
     * LOAD_DEREF i addresses cells [0, ncells) then frees [ncells, ncells+nfree). */
    int nfree;
    char **freenames;
    int stacksize;      /* maximum value-stack depth */
    uint32_t *code;
    int ncode;
    /* Per instruction: line and column range, for tracebacks (col in bytes,
     * 0-based, as CPython's positions; -1 when unknown). */
    int *lines;
    int *end_lines;
    int *cols;
    int *end_cols;
    Const *consts;
    int nconsts;
    char **names;       /* attribute, method and module names */
    int nnames;
    ExcEntry *exc;
    int nexc;
};

/* Module-level names are resolved to slots at compile time. The table
 * outlives one compile so the REPL can add names across inputs: slot numbers
 * never change once given. */
typedef struct {
    char **names;
    int len, cap;
} GlobalTable;

/* A compile-time error, reported the way CPython reports a SyntaxError:
 *   File "job.py", line 3
 *     x = = 2
 *         ^
 *   SyntaxError: invalid syntax
 * `type` is "SyntaxError", "IndentationError", "TabError",
 * "NotImplementedError" (a construct sbx refuses) or "ModuleNotFoundError"
 * (an import sbx does not provide). Columns are 1-based character offsets
 * into `text` (the offending line) as CPython's SyntaxError.offset. */
typedef struct {
    char type[32];
    char msg[256];
    char filename[256];
    int lineno, offset, end_lineno, end_offset;
    char *text;         /* the line, malloc'd, or NULL */
} LangError;

typedef enum {
    COMPILE_FILE,       /* a whole program */
    COMPILE_INTERACTIVE /* one REPL input: expression statements echo their value */
} CompileMode;

/* In COMPILE_FILE mode, when the program's last top-level statement is an
 * expression statement, the module returns its value (the program's result,
 * SPEC §2); otherwise it returns None.
 *
 * Compile source into a Code tree (the returned module Code owns its nested
 * Codes and holds a reference to a Source). Returns NULL and fills err on
 * error. Module-level names go through `globals`. */
Code *lang_compile(const char *text, size_t len, const char *filename,
                   GlobalTable *globals, CompileMode mode, LangError *err);
void lang_code_free(Code *code);
void lang_error_clear(LangError *err);
/* Format err as CPython prints it (the lines above), into a malloc'd string. */
char *lang_error_format(const LangError *err);
void lang_globals_free(GlobalTable *globals);
/* Write a readable listing of code (and nested codes) for debugging. */
void lang_disassemble(const Code *code, void (*out)(void *ctx, const char *s), void *ctx);

/* The modules `import` accepts, for the compiler's ModuleNotFoundError and
 * the VM's IMPORT_NAME. */
#define LANG_MODULES "asyncio", "json", "math"

#endif
