-- The editor test's script (Tests/FormcCLITests/NeovimLanguageServerTests.swift): Neovim's own LSP
-- client, attached to `formc lsp`, on a spec with a misspelt name in a condition. Through the
-- client it reads the published diagnostics, fixes the name with an edit (sent as an incremental
-- change), asks for a completion inside the condition, goes to the definition of the name the
-- condition reads, and renames it, applying the edit to the buffer. What it saw is written as
-- JSON to $FORMC_RESULT for the Swift test to check; a failure is written there too.
-- Written for Neovim 0.7 (Debian's): vim.lsp.start_client, buf_request_sync.
--
-- Environment: FORMC (the formc binary), FORMC_SPEC (the spec, a file in a temporary folder),
-- FORMC_RESULT (where to write), FORMC_NEW_NAME (the rename's new name).

local result = {}
local timeout = 20000

local function fail(message)
  error(message, 0)
end

--- Waits for `condition`, or fails with `what`.
local function wait_for(what, condition)
  if not vim.wait(timeout, condition, 20) then
    fail("timed out waiting for " .. what)
  end
end

--- LSP's position (UTF-16 code units) of byte `col` (0-based) on line `row` (0-based) of the buffer.
local function position(bufnr, row, col)
  local line = vim.api.nvim_buf_get_lines(bufnr, row, row + 1, true)[1]
  local _, utf16 = vim.str_utfindex(line, col)
  return { line = row, character = utf16 }
end

--- The 0-based row and byte column where `pattern` (plain) first occurs, plus `offset` bytes.
local function find(bufnr, pattern, offset)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)) do
    local start = line:find(pattern, 1, true)
    if start then
      return row - 1, start - 1 + (offset or 0)
    end
  end
  fail("no '" .. pattern .. "' in the buffer")
end

--- The one response of formc's client to `method`, or a failure.
local function request(bufnr, method, params)
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  if not responses then
    fail(method .. ": " .. tostring(err))
  end
  for _, response in pairs(responses) do
    if response.err then
      fail(method .. ": " .. vim.inspect(response.err))
    end
    return response.result
  end
  fail(method .. ": no response")
end

local function run()
  local spec = os.getenv("FORMC_SPEC")
  vim.cmd("edit " .. vim.fn.fnameescape(spec))
  local bufnr = vim.api.nvim_get_current_buf()
  local exit_code = nil
  local client_id = vim.lsp.start_client({
    name = "formc",
    cmd = { os.getenv("FORMC"), "lsp" },
    root_dir = vim.fn.fnamemodify(spec, ":h"),
    on_exit = function(code)
      exit_code = code
    end,
  })
  if not client_id then
    fail("formc lsp did not start")
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client = vim.lsp.get_client_by_id(client_id)

  -- 1. The broken spec's diagnostics, as Neovim stores them (0-based row, byte column).
  wait_for("diagnostics", function()
    return #vim.diagnostic.get(bufnr) > 0
  end)
  result.diagnostics = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(result.diagnostics, {
      message = diagnostic.message,
      code = diagnostic.code,
      source = diagnostic.source,
      lnum = diagnostic.lnum,
      col = diagnostic.col,
    })
  end

  -- 2. Fixing the name (an incremental change from Neovim) clears them.
  local row, col = find(bufnr, "allDya")
  vim.api.nvim_buf_set_text(bufnr, row, col, row, col + #"allDya", { "allDay" })
  wait_for("the diagnostics to clear", function()
    return #vim.diagnostic.get(bufnr) == 0
  end)

  -- 3. A completion after "!al" inside the condition.
  local completion = request(bufnr, "textDocument/completion", {
    textDocument = vim.lsp.util.make_text_document_params(bufnr),
    position = position(bufnr, row, col + 2),
  })
  local items = completion and (completion.items or completion) or {}
  result.completionLabels = {}
  for _, item in ipairs(items) do
    table.insert(result.completionLabels, item.label)
  end

  -- 4. Go to definition from the condition's name, through Neovim's jump.
  vim.api.nvim_win_set_cursor(0, { row + 1, col + 3 })
  local locations = request(bufnr, "textDocument/definition", {
    textDocument = vim.lsp.util.make_text_document_params(bufnr),
    position = position(bufnr, row, col + 3),
  })
  local location = locations and (locations[1] or locations) or nil
  if not location or not location.range then
    fail("no definition: " .. vim.inspect(locations))
  end
  vim.lsp.util.jump_to_location(location, client.offset_encoding)
  local cursor = vim.api.nvim_win_get_cursor(0)
  result.definition = { line = cursor[1] - 1, col = cursor[2] }

  -- 5. Rename the name from its use, applied to the buffer by Neovim.
  local edit = request(bufnr, "textDocument/rename", {
    textDocument = vim.lsp.util.make_text_document_params(bufnr),
    position = position(bufnr, row, col + 3),
    newName = os.getenv("FORMC_NEW_NAME"),
  })
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding)
  result.renamedLines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, true)

  -- 6. The renamed buffer is clean too, and the server ends as the protocol says.
  vim.wait(500)
  result.diagnosticsAfterRename = #vim.diagnostic.get(bufnr)
  vim.lsp.stop_client(client_id)
  wait_for("formc lsp to exit", function()
    return exit_code ~= nil
  end)
  result.exitCode = exit_code
end

local ok, err = pcall(run)
if not ok then
  result.error = tostring(err)
end
local file = io.open(os.getenv("FORMC_RESULT"), "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd("qa!")
